"""The account screen: the service account's details and the user data sent for a person."""
