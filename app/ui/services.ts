// What every screen needs, passed down by context instead of globals so that
// tests can give a screen its own database.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { RenoncDb } from '../storage';

export interface Services {
  readonly db: RenoncDb;
  readonly now: () => number;
  readonly newId: () => string;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesContext is missing');
  return services;
}
