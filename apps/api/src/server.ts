import cluster from 'node:cluster';
import { loadEnv } from './env';
import { serveInstance } from './serve-instance';
import { superviseWorkers } from './supervise-workers';

const env = loadEnv();
// WEB_CONCURRENCY workers share the port (decision 093); the primary only supervises them.
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) superviseWorkers(env.WEB_CONCURRENCY);
else await serveInstance(env);
