export { startFakeOpenAI, type FakeOpenAI, type FakeBehaviour } from './fake-openai-server.js';
