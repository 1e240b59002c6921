export { JackpotCounter } from './components/JackpotCounter';
