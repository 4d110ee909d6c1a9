import { describe, expect, it } from 'vitest';
import { deviceLabel } from './deviceLabel.ts';

const agents = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  chromeIpad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  samsungAndroid: 'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

describe('deviceLabel', () => {
  it('names the browser and the system in French', () => {
    expect(deviceLabel(agents.chromeAndroid)).toBe('Chrome sur Android');
    expect(deviceLabel(agents.safariIphone)).toBe('Safari sur iPhone');
    expect(deviceLabel(agents.firefoxWindows)).toBe('Firefox sur Windows');
    expect(deviceLabel(agents.edgeWindows)).toBe('Edge sur Windows');
    expect(deviceLabel(agents.chromeIpad)).toBe('Chrome sur iPad');
    expect(deviceLabel(agents.safariMac)).toBe('Safari sur Mac');
    expect(deviceLabel(agents.samsungAndroid)).toBe('Samsung Internet sur Android');
    expect(deviceLabel(agents.firefoxLinux)).toBe('Firefox sur Linux');
  });

  it('says « Navigateur » for an unknown browser on a known system', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14) Inconnu/1.0')).toBe('Navigateur sur Android');
  });

  it('answers null for a header that names nothing it knows, or none', () => {
    expect(deviceLabel(undefined)).toBeNull();
    expect(deviceLabel('lightMyRequest')).toBeNull();
    expect(deviceLabel('<script>alert(1)</script>')).toBeNull();
  });

  it('never repeats what the header says beyond its table', () => {
    const hostile = `Chrome/1 Android ${'x'.repeat(100_000)} <img src=x>`;
    expect(deviceLabel(hostile)).toBe('Chrome sur Android');
    expect(deviceLabel(`${'a'.repeat(600)} Firefox/1 Windows`)).toBeNull();
  });
});
