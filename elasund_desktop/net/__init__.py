"""Network play (issue 27): a host holding the one true game, joiners playing their seats.

Qt-free: the host and the headless joiner run without a window; the window's
network dialogs sit on top of these modules.
"""
