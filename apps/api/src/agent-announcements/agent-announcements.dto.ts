import { PageQuery } from '../common/paging.query.js';

/** ?pageNo&pageSize of the agent centre's announcements (10 a page unless asked). */
export class AgentAnnouncementQueryDto extends PageQuery(10) {}
