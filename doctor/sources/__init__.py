"""Adapters that turn a data source into a Snapshot: fixtures, the live API, node GPU reports."""
