// The site's search runs in a web worker, which a page opened from disk (file://)
// may not start. There, the worker's script runs in a hidden frame of the page
// instead, and the messages pass between the two as they would with a worker.
(() => {
  if (location.protocol !== "file:") return
  window.Worker = class extends EventTarget {
    constructor(url) {
      super()
      this.frame = document.createElement("iframe")
      this.frame.hidden = true
      document.documentElement.appendChild(this.frame)
      this.scope = this.frame.contentWindow
      this.waiting = []
      this.scope.postMessage = data => this.dispatchEvent(new MessageEvent("message", { data }))
      const script = this.scope.document.createElement("script")
      script.onload = () => {
        this.started = true
        this.waiting.splice(0).forEach(data => this.deliver(data))
      }
      script.src = new URL(url, location.href).href
      this.scope.document.head.appendChild(script)
    }
    deliver(data) {
      this.scope.dispatchEvent(new this.scope.MessageEvent("message", { data }))
    }
    postMessage(data) {
      this.started ? this.deliver(data) : this.waiting.push(data)
    }
    terminate() {
      this.frame.remove()
    }
  }
})()
