-- Runs of the scheduled jobs (apps/api/src/jobs): one row per job and period. The row is the claim:
-- an API instance runs a period only after inserting its row, or after taking over a failed run
-- or one whose lease has lapsed, in one statement, so a period runs on one instance at a time
-- whatever the number of instances. The operator console reads the recent runs of a job from the
-- primary key, newest first.
CREATE TYPE "JobRunStatus" AS ENUM ('RUNNING', 'SUCCEEDED', 'FAILED');

CREATE TABLE "job_run" (
    "job_id" TEXT NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "period_end" TIMESTAMPTZ(3) NOT NULL,
    "status" "JobRunStatus" NOT NULL,
    "attempts" INTEGER NOT NULL,
    "instance" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),
    "lease_until" TIMESTAMPTZ(3) NOT NULL,
    "error" TEXT,

    CONSTRAINT "job_run_pkey" PRIMARY KEY ("job_id", "period_start"),
    CONSTRAINT "job_run_period" CHECK ("period_end" > "period_start"),
    CONSTRAINT "job_run_attempts" CHECK ("attempts" >= 1),
    -- The runner keeps the first 1,000 characters of an error; a stack or a huge message never
    -- makes a row large.
    CONSTRAINT "job_run_error_length" CHECK (char_length("error") <= 1000)
);
