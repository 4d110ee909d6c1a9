/** A step as drawn: where it falls on the screen, and how much it holds. */
export interface PlacedStep {
  index: number;
  x: number;
  y: number;
  count: number;
}

/**
 * Steps that would cover each other on screen, put together: Annecy and Chamonix are 57 km apart,
 * one marker's width on a world view. Greedy, the fullest steps first, each joining the first group
 * whose lead lies within `radius` pixels; a trip has tens of steps, so the quadratic walk is
 * instant. Each group keeps its steps in their trip order.
 */
export function stepGroups(steps: readonly PlacedStep[], radius: number): number[][] {
  const leads: { x: number; y: number; members: number[] }[] = [];
  const fullestFirst = [...steps].sort((a, b) => b.count - a.count || a.index - b.index);
  for (const step of fullestFirst) {
    const near = leads.find((lead) => Math.hypot(lead.x - step.x, lead.y - step.y) < radius);
    if (near) near.members.push(step.index);
    else leads.push({ x: step.x, y: step.y, members: [step.index] });
  }
  return leads.map((lead) => lead.members.sort((a, b) => a - b));
}
