import Dispatch
import GasView
import Testing
@testable import Terminal

@Suite struct MailboxTests {
    @Test func takesEveryMessageInOrderAndEmpties() {
        let mailbox = Mailbox()
        mailbox.post(.loadingFinished)
        mailbox.post(.resized(width: 1, height: 2))
        let taken = mailbox.take()
        #expect(taken.count == 2)
        if case .loadingFinished = taken[0] {} else { Issue.record("first is \(taken[0])") }
        #expect(mailbox.take().isEmpty)
    }

    @Test func aJobIsWorkingUntilItsLastMessageIsIn() {
        let mailbox = Mailbox()
        #expect(mailbox.status == (false, false))
        mailbox.begin()
        #expect(mailbox.status == (false, true))
        mailbox.finish(with: .loadingFinished)
        #expect(mailbox.status == (true, false))
        _ = mailbox.take()
        mailbox.begin()
        mailbox.finish(with: nil)
        #expect(mailbox.status == (false, false))
    }

    @Test func postsFromManyThreadsAllArrive() {
        let mailbox = Mailbox()
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in mailbox.post(.loadingFinished) }
        #expect(mailbox.take().count == 1000)
    }
}
