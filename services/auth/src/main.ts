import 'reflect-metadata';
import { bootstrapService } from '@blindspot/service-kit';
import { AppModule } from './app.module.js';

await bootstrapService(AppModule, { name: 'auth' });
