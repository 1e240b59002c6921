export { ProtectionNotices } from './components/ProtectionNotices';
export { ResponsibleGaming } from './lazy';
export { RESPONSIBLE_GAMING_PATH } from './route';
