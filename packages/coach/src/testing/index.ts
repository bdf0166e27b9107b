export { type FakeBehaviour, type FakeOpenAI, startFakeOpenAI } from './fake-openai-server.js';
