"""elasund_desktop: four board games at one computer, over one Qt-free engine."""

__version__ = "0.1.0"
APP_NAME = "elasund-desktop"
