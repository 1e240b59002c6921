export { ProtectionNotices, ResponsibleGaming } from './lazy';
export { RESPONSIBLE_GAMING_PATH } from './route';
