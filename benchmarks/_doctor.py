"""`python benchmarks/_doctor.py ARGS` == the `doctor` console script, from this checkout."""
import _checkout

_checkout.setup()
from doctor.cli import main  # noqa: E402

main()
