export function resetScenario(): void {}
