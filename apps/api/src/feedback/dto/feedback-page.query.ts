import { FEEDBACK_PAGE_SIZE, type FeedbackPageQuery } from '@wps/shared-types';
import { PageQuery } from '../../common/paging.query.js';

export class FeedbackPageQueryDto
  extends PageQuery(FEEDBACK_PAGE_SIZE)
  implements FeedbackPageQuery {}
