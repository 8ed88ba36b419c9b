"""The settings dialog: the service in use, its address and key, the input device and the session
defaults.
"""
