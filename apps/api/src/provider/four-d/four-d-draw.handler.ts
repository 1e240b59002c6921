import { Injectable } from '@nestjs/common';
import type { JobHandler, JobPeriod } from '../../jobs/job-definition.js';
import { FourDService } from './four-d.service.js';

/** The 4D draw job (FOUR_D_DRAW_JOB): the draws due by the end of its period. */
@Injectable()
export class FourDDrawHandler implements JobHandler {
  constructor(private readonly fourD: FourDService) {}

  run(period: JobPeriod, signal: AbortSignal): Promise<number> {
    return this.fourD.runDraws(period.end, signal);
  }
}
