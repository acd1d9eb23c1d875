import { loadDivisions, type Divisions } from '../region';

let divisions: Divisions | null = null;
const names = new Map<string, string>();

function load(): Divisions {
  if (!divisions) {
    divisions = loadDivisions();
    for (const p of divisions.provinces) names.set(p.id, p.name);
    for (const list of [...divisions.cities.values(), ...divisions.areas.values()]) {
      for (const item of list) names.set(item.id, item.name);
    }
  }
  return divisions;
}

export function regionName(...codes: (string | null)[]): string {
  load();
  return codes.map((code) => (code ? (names.get(code) ?? '') : '')).filter(Boolean).join(' ');
}

// A province / city / area triple is valid when each level belongs to the one above it.
export function isValidRegion(province: string, city: string, area: string): boolean {
  const d = load();
  const cityOk = d.cities.get(province)?.some((c) => c.id === city) ?? false;
  return cityOk && (d.areas.get(city)?.some((a) => a.id === area) ?? false);
}
