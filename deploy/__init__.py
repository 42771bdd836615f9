"""Scale-out set-up: a PostgreSQL-backed Prefect server, a process work pool, the deployments and N workers."""
