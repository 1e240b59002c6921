import {
  CONSOLE_PATHS,
  type ConsoleNewOperator,
  type ConsoleNewOperatorRequest,
  type ConsoleOperatorRow,
  type ConsoleOperatorUpdate,
  type ConsolePage,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

export const operatorKeys = {
  /** Every page of the list: a write changes what any of them shows. */
  all: ['console', 'operators'] as const,
  page: (page: number) => ['console', 'operators', page] as const,
};

export function fetchOperators(page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsoleOperatorRow>>(CONSOLE_PATHS.operators, {
    query: pageQuery(page),
    signal,
  });
}

/** Answers the new operator with its generated password, which no later call shows again. */
export const addOperator = (request: ConsoleNewOperatorRequest) =>
  consoleApi.post<ConsoleNewOperator>(CONSOLE_PATHS.operators, request);

export const updateOperator = (operatorId: number, update: ConsoleOperatorUpdate) =>
  consoleApi.patch<ConsoleOperatorRow>(`${CONSOLE_PATHS.operators}/${operatorId}`, update);
