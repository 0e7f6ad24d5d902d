"""Qt-free computer players over the Rules protocol."""
