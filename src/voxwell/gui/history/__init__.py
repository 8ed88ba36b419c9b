"""The history screen: past sessions and the trends of their measures."""
