import './styles.css';
import { startAuth } from '@blindspot/web-core';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';

startAuth();
createRoot(document.getElementById('root')!).render(<App />);
