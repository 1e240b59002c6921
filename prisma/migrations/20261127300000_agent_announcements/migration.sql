-- The operator's notices for agents (the agent centre's announcements): an announcement type of
-- their own, never answered to players.
ALTER TYPE "AnnouncementType" ADD VALUE 'AG';
