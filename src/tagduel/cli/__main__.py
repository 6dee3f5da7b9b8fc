from tagduel.cli import main

raise SystemExit(main())
