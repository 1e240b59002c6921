export { InstallGuides } from './components/InstallGuides';
