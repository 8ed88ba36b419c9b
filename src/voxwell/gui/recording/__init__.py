"""The recording screen: the session's setup, its takes recorded or imported, the level meter,
takes recovered after a crash, and the upload.
"""
