"""The casebook: recorded cases with the ruling each must produce, shipped as package data."""
