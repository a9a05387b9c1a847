/** A toast a flow asks the page to show (spec 1 §9: at the top, closable): the machines' `notify` carries one. */
export type Toast = { title: string; description: string; duration: number };
