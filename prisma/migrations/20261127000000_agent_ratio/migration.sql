-- An agent's share ratio in percent (agent centre): the operator sets a top agent's, an agent its
-- sub-agents' (never above its own); the contracts of the next issue are capped by it.
ALTER TABLE "member" ADD COLUMN "agent_ratio" DECIMAL(5,2);
ALTER TABLE "member" ADD CONSTRAINT "member_agent_ratio_range" CHECK ("agent_ratio" BETWEEN 0 AND 100);
