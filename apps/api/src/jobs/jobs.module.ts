import { Module } from '@nestjs/common';
import { JobRunRepository } from './job-run.repository.js';
import { JobRunner } from './job-runner.js';

/**
 * The runner of every scheduled job, and the record of their runs (job_run). A feature module
 * registers its jobs with the JobRunner when it starts.
 */
@Module({
  providers: [JobRunRepository, JobRunner],
  exports: [JobRunner, JobRunRepository],
})
export class JobsModule {}
