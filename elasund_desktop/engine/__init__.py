"""The Qt-free core every game stands on: the rules contract, randomness, sessions."""
