"""Encryption of a network game: the host's own certificate, pinned by its fingerprint.

There is no certificate authority between friends, so the host makes a
self-signed certificate (an EC P-256 key, with the `cryptography` package)
the first time it hosts and keeps it in the user's data folder, so that a
restarted host keeps its fingerprint and the joiners can come back.  The
fingerprint (SHA-256 of the certificate) is part of what joiners are given
with the address and the code; the joiner's program checks the certificate
it is shown against it after the TLS handshake and hangs up on a mismatch,
so a machine in the middle can neither read the game nor learn the code
(the code is sent only after the check).
"""

from __future__ import annotations

import datetime
import hashlib
import ssl
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

CERT_NAME = "host-cert.pem"
KEY_NAME = "host-key.pem"


class FingerprintMismatch(ConnectionError):
    """The host shown is not the host the joiner was told about."""


def ensure_certificate(folder: Path) -> tuple[Path, Path]:
    """(certificate, key) files in `folder`, made on first use."""
    folder.mkdir(parents=True, exist_ok=True)
    cert_path, key_path = folder / CERT_NAME, folder / KEY_NAME
    if cert_path.exists() and key_path.exists():
        return cert_path, key_path
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "elasund-desktop host")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=3650))
        .sign(key, hashes.SHA256())
    )
    key_bytes = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    # the key first, readable by the user only, then the certificate that names it
    key_tmp = key_path.with_suffix(".tmp")
    key_tmp.write_bytes(key_bytes)
    key_tmp.chmod(0o600)
    key_tmp.replace(key_path)
    cert_tmp = cert_path.with_suffix(".tmp")
    cert_tmp.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    cert_tmp.replace(cert_path)
    return cert_path, key_path


def fingerprint_of_der(der: bytes) -> str:
    """The fingerprint people compare: SHA-256 in hex, in groups of four."""
    digest = hashlib.sha256(der).hexdigest().upper()
    return ":".join(digest[i : i + 4] for i in range(0, len(digest), 4))


def fingerprint(cert_path: Path) -> str:
    cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
    return fingerprint_of_der(cert.public_bytes(serialization.Encoding.DER))


def same_fingerprint(a: str, b: str) -> bool:
    """Compared without case, spaces or colons (people type them differently)."""

    def norm(text: str) -> str:
        return "".join(ch for ch in text.upper() if ch in "0123456789ABCDEF")

    return len(norm(a)) == 64 and norm(a) == norm(b)


def server_context(cert_path: Path, key_path: Path) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert_path, key_path)
    return context


def client_context() -> ssl.SSLContext:
    """A context that accepts any certificate: the joiner pins the fingerprint
    itself (`check_peer`) right after the handshake, before it says anything."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def check_peer(ssl_object: ssl.SSLObject | ssl.SSLSocket | None, expected: str) -> None:
    """Raise FingerprintMismatch unless the peer's certificate has `expected`."""
    der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
    if not der or not same_fingerprint(fingerprint_of_der(der), expected):
        raise FingerprintMismatch("the host's certificate is not the one given")
