"""`python -m deploy up|down|recover`: bring the scale-out set-up up, tear it down, resubmit runs of lost workers."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from deploy.cluster import ClusterError, benchrec_env_from, client_of, read_state, scale_up, tear_down, write_state
from deploy.postgres import PostgresError
from deploy.recover import STALE_AFTER_S, orphaned, recover


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m deploy", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    up = sub.add_parser("up", help="PostgreSQL, prefect server, pool, limit, deployments and N workers")
    up.add_argument("--root", type=Path, required=True, help="folder for state, logs and PREFECT_HOMEs")
    up.add_argument("--workers", type=int, default=2)
    up.add_argument("--worker-limit", type=int, default=2, help="concurrent flow runs per worker")
    up.add_argument("--db-url", help="use this PostgreSQL server instead of a throwaway cluster")
    up.add_argument("--lean", action="store_true",
                    help="no scheduler, late-runs, triggers, event-logger or pause services (ad-hoc runs only)")
    down = sub.add_parser("down", help="stop everything `up` started and delete its folder")
    down.add_argument("--root", type=Path, required=True)
    rec = sub.add_parser("recover", help="mark runs of lost workers Crashed and resubmit them")
    rec.add_argument("--root", type=Path, required=True)
    rec.add_argument("--stale-after", type=float, default=STALE_AFTER_S)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run one command; errors as one line on stderr."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        if args.command == "up":
            cluster = scale_up(args.root.resolve(), args.workers, args.db_url, benchrec_env_from(),
                               args.worker_limit, args.lean)
            write_state(cluster)
            print(json.dumps({"api_url": cluster.api_url, "state": str(args.root / "cluster.json")}))
        elif args.command == "down":
            tear_down(args.root.resolve())
        else:
            cluster = read_state(args.root.resolve())
            with client_of(cluster) as client:
                moved = recover(client, orphaned(client, stale_after_s=args.stale_after))
            print(json.dumps(moved))
    except (ClusterError, PostgresError) as exc:
        print(f"deploy: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
