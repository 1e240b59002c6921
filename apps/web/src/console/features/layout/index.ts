export { ConsoleLayout } from './components/ConsoleLayout';
export { HomeRedirect, NotFoundPage, RequirePermission } from './components/PageAccess';
