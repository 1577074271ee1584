"""Game instances of the :class:`~fnsearch.config.Config` typeclass, one game per module."""
