"""Languages, translator loading and the compiled .qm catalogues (package data)."""
