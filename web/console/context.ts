import { createContext, useContext } from 'react';

/**
 * What sets one console apart from the other: the API side its calls go to (`/api/admin/merchant` or
 * `/api/admin/platform`) and whether its accounts may turn two-factor sign-in off (a shop's staff may; an
 * operator must keep it). Every shared screen reads it, so both consoles draw the same screens.
 */
export interface ConsoleSetup {
  api: string;
  twoFactorOptional: boolean;
}

const ConsoleContext = createContext<ConsoleSetup | null>(null);

export const ConsoleProvider = ConsoleContext.Provider;

export function useConsole(): ConsoleSetup {
  const setup = useContext(ConsoleContext);
  if (!setup) throw new Error('a console screen is drawn outside its ConsoleProvider');
  return setup;
}
