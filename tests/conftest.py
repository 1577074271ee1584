"""The one hypothesis settings profile of the whole suite, loaded before any test runs.

- No deadline: on a loaded machine (two cores shared by parallel workers) an example
  can take many times its usual time, and a test must not fail for that.
- A fixed example budget: every property is checked on the same number of examples;
  a test that needs another budget says why next to its own ``max_examples``.
- Derandomized, with no example database: each run (here or in CI) tries the same
  examples, so a failure is reproduced by running the test again, and a pass means the
  same thing everywhere.
- The ``too_slow`` health check is off: it measures time, and would make a property
  fail or pass by the machine's load.

Another profile can still be chosen with ``pytest --hypothesis-profile=NAME``.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings

PROFILE = "fnsearch"
EXAMPLES = 100
"""Examples per property test (hypothesis's own default, now fixed)."""

settings.register_profile(
    PROFILE,
    deadline=None,
    max_examples=EXAMPLES,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(PROFILE)
