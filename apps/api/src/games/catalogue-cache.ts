import { Inject, Injectable } from '@nestjs/common';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { CatalogueRepository } from './catalogue.repository.js';

// How long the API trusts the catalogue version it read: a re-seed reaches every process within
// this time, at the cost of one tiny query per process per interval.
export const CATALOGUE_VERSION_CHECK_MS = 1_000;
// Store entries of an old version are never read again; this bounds how long they stay.
const SHARED_TTL_MS = 3_600_000;
// In-process copies are dropped whole when a version change or this many keys come along.
const LOCAL_LIMIT = 2_000;
// The in-process copies of recent() keep this many of the most recently used answers.
const RECENT_LIMIT = 2_000;

/**
 * Lobby answers derived from the catalogue, cached under the catalogue version: in the key-value
 * store (shared by every API process) and, for the few answers every page reads, in-process too.
 * `bumpCatalogueVersion` (called by the seed) moves every key to a new version at once.
 */
@Injectable()
export class CatalogueCache {
  private version: number | null = null;
  private checkedAt = 0;
  private pendingVersion: Promise<number> | null = null;
  private localVersion: number | null = null;
  private readonly localEntries = new Map<string, Promise<unknown>>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private recentVersion: number | null = null;
  private readonly recentEntries = new Map<string, Promise<unknown>>();

  constructor(
    private readonly catalogue: CatalogueRepository,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  async currentVersion(): Promise<number> {
    if (this.version !== null && Date.now() - this.checkedAt < CATALOGUE_VERSION_CHECK_MS) {
      return this.version;
    }
    this.pendingVersion ??= this.catalogue
      .catalogueVersion()
      .then((version) => {
        this.version = version;
        this.checkedAt = Date.now();
        return version;
      })
      .finally(() => {
        this.pendingVersion = null;
      });
    return this.pendingVersion;
  }

  /** A JSON value kept in the store for this catalogue version; loaded once per key. */
  async shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const storeKey = `lobby:v${await this.currentVersion()}:${key}`;
    const cached = await this.store.get(storeKey);
    if (cached !== null) return JSON.parse(cached) as T;
    let pending = this.loading.get(storeKey) as Promise<T> | undefined;
    if (!pending) {
      pending = load()
        .then(async (value) => {
          await this.store.set(storeKey, JSON.stringify(value), SHARED_TTL_MS);
          return value;
        })
        .finally(() => this.loading.delete(storeKey));
      this.loading.set(storeKey, pending);
    }
    return pending;
  }

  /** A value kept in this process for this catalogue version (callers must not change it). */
  async local<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    if (version !== this.localVersion || this.localEntries.size >= LOCAL_LIMIT) {
      this.localEntries.clear();
      this.localVersion = version;
    }
    let entry = this.localEntries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      this.localEntries.set(key, entry);
      entry.catch(() => this.localEntries.delete(key));
    }
    return entry;
  }

  /**
   * shared() with an in-process copy of the most recently used keys on top: for answers with
   * too many keys to keep them all (game-list pages), whose popular ones are asked again and
   * again.
   */
  async recent<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion();
    if (version !== this.recentVersion) {
      this.recentEntries.clear();
      this.recentVersion = version;
    }
    let entry = this.recentEntries.get(key) as Promise<T> | undefined;
    if (entry) {
      // Map keeps insertion order: moving the key to the end makes the first key the oldest.
      this.recentEntries.delete(key);
    } else {
      entry = this.shared(key, load);
      entry.catch(() => this.recentEntries.delete(key));
      if (this.recentEntries.size >= RECENT_LIMIT) {
        this.recentEntries.delete(this.recentEntries.keys().next().value!);
      }
    }
    this.recentEntries.set(key, entry);
    return entry;
  }
}
