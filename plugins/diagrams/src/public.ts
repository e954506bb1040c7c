/** What other units may use of the diagrams: the remark transform that draws fenced `mermaid` blocks at build time. */
export {default as remarkDiagrams} from './remark';
