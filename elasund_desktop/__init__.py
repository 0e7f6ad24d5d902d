"""elasund_desktop: four board games at one computer, over one Qt-free engine."""

__version__ = "0.1.0"
APP_NAME = "elasund-desktop"
# The private first argument that makes the executable a search helper
# (ai/worker.py): a frozen build has no Python interpreter to run `-c` with.
SEARCH_HELPER_ARG = "--search-helper"
