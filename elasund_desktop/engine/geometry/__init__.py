"""Qt-free board geometry helpers shared by the games."""
