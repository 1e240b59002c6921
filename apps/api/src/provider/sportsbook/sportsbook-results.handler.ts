import { Injectable } from '@nestjs/common';
import type { JobHandler, JobPeriod } from '../../jobs/job-definition.js';
import { SportsbookService } from './sportsbook.service.js';

/** The sportsbook results job (SPORTSBOOK_RESULTS_JOB): the matches over by the end of its period. */
@Injectable()
export class SportsbookResultsHandler implements JobHandler {
  constructor(private readonly sportsbook: SportsbookService) {}

  run(period: JobPeriod, signal: AbortSignal): Promise<number> {
    return this.sportsbook.runResults(period.end, signal);
  }
}
