"""``python -m voxwell`` runs the ``voxwell`` command."""

import sys

from voxwell.cli import main

sys.exit(main())
