export { HelpCentre } from './components/HelpCentre';
