"""What a rank raises when another rank is gone."""


class RankLost(ConnectionError):
    """Another rank stopped answering (it died, or stalled past the timeout): this one stops
    too, with one line naming the collective that failed."""
