export function freePort(): Promise<number>;
export function databaseUrl(server: { host?: string; port: number; user?: string; password?: string }, database: string): string;
export function ensureDatabase(adminUrl: string, name: string): Promise<void>;
export function dropDatabase(adminUrl: string, name: string): Promise<void>;
export interface EmbeddedServer {
  port: number;
  adminUrl: string;
  url(db: string): string;
  ensureDatabase(db: string): Promise<void>;
  stop(): Promise<void>;
}
export function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: unknown) => void;
}): Promise<EmbeddedServer>;
export function createTestDatabase(prefix?: string): Promise<{ url: string; drop(): Promise<void> }>;
